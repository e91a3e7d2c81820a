/**
 * Exports a list through one of the API's file operations: downloads it with the HTTP core (token,
 * timeout, error texts) and saves it under the filename the server's Content-Disposition gives.
 */
import { downloadFile, saveFile, type DownloadRequest } from '@ujuzi/api';
import { Button, toast } from '@ujuzi/ui';
import { useState } from 'react';

export interface ExportButtonProps {
  /** The button's text ('Export CSV'). */
  label: string;
  /** The file operation: path, query (the list's filters), fallback filename. */
  request: DownloadRequest;
}

export function ExportButton({ label, request }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await downloadFile(request);
      saveFile(file);
      toast.success(`Downloaded ${file.filename}`);
    } catch (error) {
      toast.error('Export failed', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
