/** /dashboard/materials/new (staff): a document, video, link or code sample, uploaded with progress; then its page. */
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { lazyPart, links } from '../../infra/kit';
import { MaterialsHeader } from '../shared';

const MaterialForm = lazyPart(() => import('../shared/material-form').then((m) => m.MaterialForm), '40rem');

export function NewMaterialPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="6" maxW="52rem">
      <MaterialsHeader
        title="New material"
        description="Upload a file (up to 100 MB) or share a link; publish it when learners may see it."
      />
      <MaterialForm
        material={null}
        onSaved={(saved) => void navigate(links.material(saved.id))}
        onCancel={() => void navigate(links.materials())}
      />
    </Stack>
  );
}
