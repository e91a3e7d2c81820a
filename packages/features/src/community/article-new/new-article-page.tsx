/**
 * /dashboard/community/articles/new (any role): the article form; it is saved as a draft and opens
 * on its edit page (its slug URL), where its author submits it for review (a moderator publishes).
 */
import { Stack } from '@chakra-ui/react';
import { useCreateCommunityArticle } from '@ujuzi/api/hooks';
import { toast } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { lazyPart, links } from '../../infra/kit';
import { CommunityHeader } from '../shared';

const ArticleForm = lazyPart(() => import('../shared/article-form').then((m) => m.ArticleForm), '44rem');

export function NewArticlePage() {
  const navigate = useNavigate();
  const create = useCreateCommunityArticle();
  return (
    <Stack gap="6" maxW="3xl">
      <CommunityHeader
        title="New article"
        section={links.communityArticles()}
        trail={[{ label: 'Articles', href: links.communityArticles() }]}
        description="It is saved as a draft: only you see it until you submit it for review."
      />
      <ArticleForm
        submitLabel="Save draft"
        send={(data) => create.mutateAsync({ data })}
        onSaved={(article) => {
          toast.success('Draft saved', 'Submit it for review when it is ready.');
          void navigate(links.articleEdit(article.slug));
        }}
        onCancel={() => navigate(links.communityArticles())}
      />
    </Stack>
  );
}
