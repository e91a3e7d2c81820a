/** /dashboard/materials/edit/:id (staff): the material's fields, a new file replacing the stored one; then its page. */
import { Stack } from '@chakra-ui/react';
import { getStudyResourcePath } from '@ujuzi/api/path-params';
import { Link } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { DetailPage, lazyPart, useRouteParams, EntityNotFound, links } from '../../infra/kit';
import { MaterialsHeader, useMaterial } from '../shared';

const MaterialForm = lazyPart(() => import('../shared/material-form').then((m) => m.MaterialForm), '40rem');

export function EditMaterialPage() {
  const { id } = useRouteParams(getStudyResourcePath, {
    notFound: (
      <Stack gap="6" maxW="52rem">
        <MaterialsHeader title="Edit material" />
        <EntityNotFound noun="material" action={<Link href={links.materials()}>Back to materials</Link>} />
      </Stack>
    ),
  });
  const navigate = useNavigate();
  const query = useMaterial(id);
  return (
    <Stack gap="6" maxW="52rem">
      <DetailPage
        query={query}
        noun="material"
        notFoundAction={<Link href={links.materials()}>Back to materials</Link>}
        header={(material) => (
          <MaterialsHeader
            title="Edit material"
            trail={material ? [{ label: material.title, href: links.material(material.id) }] : []}
          />
        )}
        summary={(material) => (
          <MaterialForm
            key={material.id}
            material={material}
            onSaved={(saved) => void navigate(links.material(saved.id))}
            onCancel={() => void navigate(links.material(material.id))}
          />
        )}
      />
    </Stack>
  );
}
