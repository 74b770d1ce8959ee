import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTextIcon, cn } from '@creatorlens/ui';

export interface PickedFile {
  name: string;
  sizeKb: number;
  text: string;
}

/**
 * A drop zone for one CSV file with a real file input behind a button, so the keyboard path (Tab, Enter) and screen
 * readers get the same as dragging. Checks type and size before reading; errors are shown under the zone.
 */
export function FileDropZone({
  file,
  onFile,
  maxMb,
}: {
  file: PickedFile | null;
  onFile: (file: PickedFile | null) => void;
  maxMb: number;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async (picked: File | undefined) => {
    if (!picked) return;
    setError(null);
    if (!/\.(csv|txt)$/i.test(picked.name) && !picked.type.includes('csv') && picked.type !== 'text/plain') {
      onFile(null);
      return setError(t('Imports.error-not-csv'));
    }
    if (picked.size > maxMb * 1_000_000) {
      onFile(null);
      return setError(t('Imports.error-too-big', { size: maxMb }));
    }
    const text = await picked.text();
    if (text.trim().length === 0) {
      onFile(null);
      return setError(t('Imports.error-empty'));
    }
    onFile({ name: picked.name, sizeKb: Math.max(1, Math.round(picked.size / 1000)), text });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    void accept(event.dataTransfer.files[0]);
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        data-testid="import-drop-zone"
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border px-4 py-6 text-center text-sm transition-colors',
          isOver && 'border-primary bg-primary/5',
        )}
      >
        <FileTextIcon size={24} className="text-muted-foreground" aria-hidden />
        <span className="font-medium">{t('Imports.drop-zone')}</span>
        <span className="text-xs text-muted-foreground">{t('Imports.drop-zone-or')}</span>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => input.current?.click()}
          aria-describedby={error ? errorId : undefined}
        >
          {t('Imports.choose-file')}
        </Button>
        <label htmlFor={inputId} className="sr-only">
          {t('Imports.file-input-label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            void accept(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {file && (
          <span className="text-xs font-medium text-foreground">{t('Imports.selected-file', { name: file.name, size: file.sizeKb })}</span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-critical">
          {error}
        </p>
      )}
    </div>
  );
}
