/** /dashboard/materials/edit/:id (staff): the material's fields, a new file replacing the stored one; then its page. */
import { Stack } from '@chakra-ui/react';
import { Link } from '@ujuzi/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailPage, lazyPart } from '../../kit';
import { MATERIALS_HREF, MaterialsHeader, materialHref, useMaterial } from '../shared';

const MaterialForm = lazyPart(() => import('../shared/material-form').then((m) => m.MaterialForm), '40rem');

export function EditMaterialPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useMaterial(id);
  return (
    <Stack gap="6" maxW="52rem">
      <DetailPage
        query={query}
        noun="material"
        notFoundAction={<Link href={MATERIALS_HREF}>Back to materials</Link>}
        header={(material) => (
          <MaterialsHeader
            title="Edit material"
            trail={material ? [{ label: material.title, href: materialHref(material.id) }] : []}
          />
        )}
        summary={(material) => (
          <MaterialForm
            key={material.id}
            material={material}
            onSaved={(saved) => void navigate(materialHref(saved.id))}
            onCancel={() => void navigate(materialHref(material.id))}
          />
        )}
      />
    </Stack>
  );
}
