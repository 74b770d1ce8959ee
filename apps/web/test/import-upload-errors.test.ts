// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../src/lib/i18n.ts';
import { ImportUploadError, importStartErrorMessage } from '../src/features/imports/upload-import-csv.ts';

describe('what the import dialog says when the server refused the file', () => {
  it('translates the reason the upload route named, and the busy organisation', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    await initI18n();
    const t = i18n.t.bind(i18n);
    const refused = (code: string, reason: ConstructorParameters<typeof ImportUploadError>[2] = null) =>
      importStartErrorMessage(t, new ImportUploadError(code, 'csv: the English text', reason));
    expect(refused('VALIDATION', 'utf-16')).toMatch(/als UTF-16 gespeichert.*CSV UTF-8/);
    expect(refused('VALIDATION', 'too-many-rows')).toMatch(/mehr als 20.000 Zeilen/);
    expect(refused('PAYLOAD_TOO_LARGE', 'too-large')).toMatch(/größer als 20 MB/);
    expect(refused('CONFLICT')).toMatch(/wird gerade noch gelesen/);
    expect(refused('VALIDATION', 'no-rows')).toBe('Die Datei enthält keine Zeilen.');
    expect(refused('VALIDATION', 'header-only')).toBe('Die Datei enthält eine Kopfzeile, aber keine Datenzeilen.');
    // A validation message without a known reason is translated too: never German with an English tail.
    const unknown = refused('VALIDATION');
    expect(unknown).toMatch(/konnte nicht gelesen werden/);
    expect(unknown).not.toMatch(/English/);
  });
});
