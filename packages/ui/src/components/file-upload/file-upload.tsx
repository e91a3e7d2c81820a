/** File picking by button or drag and drop, with type and size limits and clear messages. */
import {
  Button,
  FileUpload as ChakraFileUpload,
  HStack,
  Icon,
  Stack,
  Text,
  type FileUploadFileRejection,
} from '@chakra-ui/react';
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme';
import { CircleAlert, FileText, Upload, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatFileSize } from '@ujuzi/domain';
import { registerRecipes } from '../../theme/register-recipes';

registerRecipes({ slotRecipes: { fileUpload: fileUploadSlotRecipe } });

export interface FileUploadProps {
  /** The visible label, e.g. 'Profile picture'. */
  label: ReactNode;
  /** Accepted types: MIME types ('image/png', 'image/*') or extensions ('.pdf'). Any type when omitted. */
  accept?: string[];
  /** How the accepted types read in messages, e.g. 'PNG or JPG'. Defaults to the accept list. */
  acceptLabel?: string;
  /** The largest file allowed, in bytes (e.g. 5 * 1024 * 1024). */
  maxSize?: number;
  /** How many files may be chosen. Defaults to 1. */
  maxFiles?: number;
  /** Called with the accepted files whenever they change (chosen, dropped or removed). */
  onChange?: (files: File[]) => void;
  /** A hint under the field (the limits are shown anyway). */
  helpText?: ReactNode;
  /** An error from the form or the server (e.g. the upload failed). */
  error?: ReactNode;
  /** Marks the field required. */
  required?: boolean;
  disabled?: boolean;
  /** The form field name of the hidden file input. */
  name?: string;
  /** The button text. Defaults to 'Choose file' ('Choose files' when several are allowed). */
  buttonLabel?: string;
  /** The text beside the button. Defaults to 'Drag and drop here, or'. */
  dropLabel?: string;
  /** Shows a thumbnail of each chosen image instead of the file icon. */
  preview?: boolean;
}

/** The message for one rejected file (spec: sizes in Bytes…TB, base 1024). */
export function rejectionMessage(
  rejection: Pick<FileUploadFileRejection, 'file' | 'errors'>,
  { acceptLabel, maxSize, maxFiles }: { acceptLabel?: string; maxSize?: number; maxFiles: number },
): string {
  const name = rejection.file.name;
  if (rejection.errors.includes('TOO_MANY_FILES')) {
    return maxFiles === 1 ? 'Choose only one file.' : `You can upload up to ${maxFiles} files.`;
  }
  if (rejection.errors.includes('FILE_INVALID_TYPE')) {
    return `"${name}" is not an accepted file type.${acceptLabel ? ` Use ${acceptLabel}.` : ''}`;
  }
  if (rejection.errors.includes('FILE_TOO_LARGE') && maxSize !== undefined) {
    return `"${name}" is ${formatFileSize(rejection.file.size)}. The maximum size is ${formatFileSize(maxSize)}.`;
  }
  return `"${name}" could not be added.`;
}

/** '.pdf', 'image/png' → 'PDF', 'PNG'; 'image/*' → 'images'. */
const describeAccept = (accept: string[]): string =>
  accept
    .map((type) =>
      type.endsWith('/*') ? `${type.slice(0, -2)}s` : (type.split('/').pop() ?? type).replace(/^\./, '').toUpperCase(),
    )
    .join(', ');

export function FileUpload({
  label,
  accept,
  acceptLabel,
  maxSize,
  maxFiles = 1,
  onChange,
  helpText,
  error,
  required,
  disabled,
  name,
  buttonLabel = maxFiles === 1 ? 'Choose file' : 'Choose files',
  dropLabel = 'Drag and drop here, or',
  preview = false,
}: FileUploadProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const triggerId = `${id}-trigger`;
  const limitsId = `${id}-limits`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const [rejections, setRejections] = useState<string[]>([]);
  const typesText = acceptLabel ?? (accept?.length ? describeAccept(accept) : undefined);
  const limits = [
    typesText,
    maxSize !== undefined ? `up to ${formatFileSize(maxSize)}` : null,
    maxFiles > 1 ? `${maxFiles} files at most` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const errors = [...(error ? [error] : []), ...rejections];
  const describedBy =
    [errors.length ? errorId : null, limits ? limitsId : null, helpText ? helpId : null].filter(Boolean).join(' ') || undefined;

  return (
    <ChakraFileUpload.Root
      accept={accept}
      maxFileSize={maxSize}
      maxFiles={maxFiles}
      disabled={disabled}
      required={required}
      invalid={errors.length > 0}
      name={name}
      ids={{ trigger: triggerId, label: labelId }}
      onFileChange={(details) => {
        setRejections(
          details.rejectedFiles.map((rejection) => rejectionMessage(rejection, { acceptLabel: typesText, maxSize, maxFiles })),
        );
        onChange?.(details.acceptedFiles);
      }}
      gap="2"
    >
      <ChakraFileUpload.HiddenInput />
      <ChakraFileUpload.Label id={labelId} textStyle="sm" fontWeight="medium">
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true" ms="1">
            *
          </Text>
        ) : null}
      </ChakraFileUpload.Label>
      {/* A drop target, not a second button: the one button below opens the picker. */}
      <ChakraFileUpload.Dropzone
        disableClick
        role="group"
        aria-labelledby={labelId}
        aria-label={undefined}
        tabIndex={undefined}
        width="full"
        minH="auto"
        py="5"
      >
        <Icon size="lg" color="fg.muted" aria-hidden="true">
          <Upload />
        </Icon>
        <ChakraFileUpload.DropzoneContent>
          <HStack gap="2" wrap="wrap" justify="center">
            <Text textStyle="sm">{dropLabel}</Text>
            <ChakraFileUpload.Trigger
              asChild
              aria-labelledby={`${triggerId} ${labelId}`}
              aria-describedby={describedBy}
              aria-invalid={errors.length > 0 || undefined}
            >
              <Button variant="outline" size="sm" colorPalette="gray">
                {buttonLabel}
              </Button>
            </ChakraFileUpload.Trigger>
          </HStack>
          {limits ? (
            <Text id={limitsId} textStyle="xs" color="fg.muted">
              {limits[0]?.toUpperCase()}
              {limits.slice(1)}
            </Text>
          ) : null}
        </ChakraFileUpload.DropzoneContent>
      </ChakraFileUpload.Dropzone>
      {helpText ? (
        <Text id={helpId} textStyle="xs" color="fg.muted">
          {helpText}
        </Text>
      ) : null}
      {errors.length ? (
        <Stack id={errorId} gap="1" aria-live="polite" textStyle="xs" color="fg.error" fontWeight="medium">
          {errors.map((message, index) => (
            <HStack key={index} gap="1.5" align="flex-start">
              <CircleAlert size="1em" aria-hidden="true" style={{ flexShrink: 0, marginTop: '0.2em' }} />
              <span>{message}</span>
            </HStack>
          ))}
        </Stack>
      ) : null}
      <ChakraFileUpload.Context>
        {({ acceptedFiles }) =>
          acceptedFiles.length ? (
            <ChakraFileUpload.ItemGroup as="ul" aria-label="Chosen files" width="full">
              {acceptedFiles.map((file) => (
                <ChakraFileUpload.Item key={`${file.name}-${file.size}-${file.lastModified}`} file={file} as="li">
                  {preview && file.type.startsWith('image/') ? (
                    <ChakraFileUpload.ItemPreview type="image/*">
                      <ChakraFileUpload.ItemPreviewImage alt="" boxSize="16" objectFit="cover" borderRadius="l2" />
                    </ChakraFileUpload.ItemPreview>
                  ) : (
                    <Icon size="md" color="fg.muted" aria-hidden="true">
                      <FileText />
                    </Icon>
                  )}
                  <ChakraFileUpload.ItemContent>
                    <ChakraFileUpload.ItemName />
                    <Text textStyle="xs" color="fg.muted">
                      {formatFileSize(file.size)}
                    </Text>
                  </ChakraFileUpload.ItemContent>
                  <ChakraFileUpload.ItemDeleteTrigger
                    aria-label={`Remove ${file.name}`}
                    title={`Remove ${file.name}`}
                    disabled={disabled}
                  >
                    <X aria-hidden="true" />
                  </ChakraFileUpload.ItemDeleteTrigger>
                </ChakraFileUpload.Item>
              ))}
            </ChakraFileUpload.ItemGroup>
          ) : null
        }
      </ChakraFileUpload.Context>
    </ChakraFileUpload.Root>
  );
}

export interface ImageUploadProps extends Omit<FileUploadProps, 'accept' | 'acceptLabel' | 'preview' | 'maxFiles'> {
  /** The image stored now (e.g. the current photo), shown until another is chosen. */
  currentImageUrl?: string | null;
  /** Describes the current image for screen readers. Defaults to 'Current image'. */
  currentImageAlt?: string;
}

/** One picture (PNG, JPG or WebP) with a preview of the chosen file, or of the stored one. */
export function ImageUpload({ currentImageUrl, currentImageAlt = 'Current image', onChange, ...props }: ImageUploadProps) {
  const [chosen, setChosen] = useState(false);
  return (
    <Stack gap="2">
      {currentImageUrl && !chosen ? (
        <img
          src={currentImageUrl}
          alt={currentImageAlt}
          width={96}
          height={96}
          style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null}
      <FileUpload
        {...props}
        accept={['image/png', 'image/jpeg', 'image/webp']}
        acceptLabel="PNG, JPG or WebP"
        maxFiles={1}
        preview
        onChange={(files) => {
          setChosen(files.length > 0);
          onChange?.(files);
        }}
      />
    </Stack>
  );
}
