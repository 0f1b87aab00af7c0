import { UPLOAD_MAX_IMAGE_BYTES } from '@crupier/contract/constants';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, UploadIcon } from '@/components/member/icons';
import { checkImages, type TFieldError } from '@/features/member/lib/forms';

export type TPickedImage = { name: string; dataUrl: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Picks receipt images (spec §5 and §9: PNG or JPG, at most 5 MB each, at most `max`), checks them
 * before anything is sent and previews them.
 */
export function ReceiptPicker({
  images,
  onChange,
  max,
  error,
}: {
  images: readonly TPickedImage[];
  onChange: (images: TPickedImage[]) => void;
  max: number;
  error?: TFieldError | undefined;
}) {
  const { t } = useTranslation('wallet');
  const inputId = useId();
  const [pickError, setPickError] = useState<TFieldError | undefined>();
  const shownError = pickError ?? error;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, error: problem } = checkImages(files, images.length, max);
    setPickError(problem);
    const read = await Promise.all(
      accepted.map(async (file) => ({ name: file.name, dataUrl: await readAsDataUrl(file) })),
    );
    onChange([...images, ...read]);
  };

  return (
    <div className="wallet-field" data-invalid={shownError ? true : undefined}>
      <span className="wallet-field__label" id={`${inputId}-label`}>
        {t('receipt')}
      </span>
      <div className="wallet-receipts">
        {images.map((image) => (
          <figure key={image.dataUrl} className="wallet-receipts__item">
            <img src={image.dataUrl} alt={image.name} data-testid="receipt-preview" />
            <figcaption>{image.name}</figcaption>
            <button
              type="button"
              className="wallet-receipts__remove"
              aria-label={t('remove_image', { name: image.name })}
              onClick={() => {
                setPickError(undefined);
                onChange(images.filter((other) => other !== image));
              }}
            >
              <CloseIcon />
            </button>
          </figure>
        ))}
        {images.length < max && (
          <label className="wallet-receipts__pick" htmlFor={inputId}>
            <UploadIcon />
            <span>{t('choose_images')}</span>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept="image/png,image/jpeg"
              multiple={max > 1}
              onChange={(event) => void onPick(event)}
              data-testid="receipt-input"
              aria-describedby={`${inputId}-hint`}
            />
          </label>
        )}
      </div>
      <p id={`${inputId}-hint`} className="wallet-field__hint">
        {t('receipt_hint', { size: UPLOAD_MAX_IMAGE_BYTES / (1024 * 1024), max })}
      </p>
      {shownError && <p className="wallet-field__error">{t(shownError.key, shownError.values ?? {})}</p>}
    </div>
  );
}
