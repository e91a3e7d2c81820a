/**
 * /dashboard/learning/languages: the programming languages courses are tagged with, each with how many
 * published courses teach it; management adds, edits and deletes them.
 */
import type { ProgrammingLanguage } from '@ujuzi/api';
import { getListProgrammingLanguagesQueryKey, useDeleteProgrammingLanguage, useListProgrammingLanguages } from '@ujuzi/api/hooks';
import { listProgrammingLanguagesList } from '@ujuzi/api/list-params';
import { can, languageLabel } from '@ujuzi/domain';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { TechCatalogueHeader } from './tech-catalogue-header';

const LanguageDialog = lazyFormDialog(() => import('./language-form').then((module) => module.LanguageForm), {
  noun: 'programming language',
});
const column = columnsOf<ProgrammingLanguage>();

export function LanguagesPage() {
  const { user } = useSession();
  const manage = can(user, 'techCatalogue.manage');
  const list = useList(listProgrammingLanguagesList);
  const query = useListProgrammingLanguages(...list.request);
  const remove = useDeleteProgrammingLanguage();
  const crud = useCrud<ProgrammingLanguage>({
    noun: 'programming language',
    name: (language) => language.name,
    form: LanguageDialog,
    remove: {
      call: (language) => remove.mutateAsync({ id: language.id }),
      invalidate: [getListProgrammingLanguagesQueryKey()],
    },
  });
  const columns = [
    column.link('name', 'Language', () => null, undefined, { sub: (row) => row.description }),
    column.text('editor_language', 'In the code editor', (row) =>
      row.editor_language ? languageLabel(row.editor_language) : '—',
    ),
    column.count('courses_count', 'Courses'),
    ...(manage ? [column.actions(crud.rowActions)] : []),
  ];
  const create = manage ? crud.createButton('New programming language') : null;
  return (
    <>
      <ListPage
        header={
          <TechCatalogueHeader
            title="Programming languages"
            current={links.programmingLanguages()}
            description="The languages courses are tagged with; learners filter the catalogue by them."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Programming languages"
        noun={{ one: 'programming language', many: 'programming languages' }}
        columns={columns}
        search={{ label: 'Search programming languages' }}
        empty={{
          title: 'No programming languages yet',
          description: manage ? 'Add the languages your courses teach.' : 'Management adds the programming languages.',
          action: create,
        }}
      />
      <LanguageDialog {...crud.dialog} />
      <CrudDelete crud={crud} />
    </>
  );
}
