import { isBlankSignature, SIGNATURE_PEN_WIDTH } from '@portal/domain';
import {
  type ComponentProps,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import SignaturePadLib from 'signature_pad';
import { useUiTexts } from '../../texts';
import { Button } from '../Button/Button';
import { ErrorText, RequirementBadge } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './SignaturePad.css';

export type SignaturePadHandle = {
  clear: () => void;
  /** True when every pixel of the canvas is white or transparent (spec 2 §5.5). */
  isBlank: () => boolean;
  /** PNG data URL of the signature, or null when nothing is drawn. */
  toDataURL: () => string | null;
  /** Draws a signature made before (a draft kept over a reload) in place of what is on the pad. */
  fromDataURL: (dataUrl: string) => Promise<void>;
};

export type SignaturePadProps = Omit<ComponentProps<'div'>, 'onChange' | 'ref'> & {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** After each stroke and after clearing: the PNG data URL, or null when the pad is blank. */
  onChange?: (dataUrl: string | null) => void;
  ref?: Ref<SignaturePadHandle>;
  /** Drawing height in CSS pixels. */
  height?: number;
  clearLabel?: string;
};

const WHITE = 'rgb(255, 255, 255)';

/** Signature canvas on the `signature_pad` library: pen width 4, a clear button and blank detection. */
export function SignaturePad({
  label,
  hint,
  error,
  required = true,
  onChange,
  ref,
  height = 200,
  clearLabel,
  className,
  ...rest
}: SignaturePadProps) {
  const texts = useUiTexts().signaturePad;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [signed, setSigned] = useState(false);
  const ids = useId();
  const labelId = `${ids}-label`;
  const hintId = `${ids}-hint`;
  const keyboardId = `${ids}-keyboard`;
  const errorId = `${ids}-error`;
  const statusId = `${ids}-status`;

  const isBlank = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0 || canvas.height === 0) return true;
    return isBlankSignature(context.getImageData(0, 0, canvas.width, canvas.height).data);
  }, []);

  const report = useCallback(() => {
    const blank = isBlank();
    setSigned(!blank);
    onChangeRef.current?.(blank ? null : (padRef.current?.toDataURL('image/png') ?? null));
  }, [isBlank]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    report();
  }, [report]);

  useImperativeHandle(
    ref,
    () => ({
      clear,
      isBlank,
      toDataURL: () => (isBlank() ? null : (padRef.current?.toDataURL('image/png') ?? null)),
      fromDataURL: async (dataUrl: string) => {
        const pad = padRef.current;
        if (!pad) return;
        pad.clear();
        await pad.fromDataURL(dataUrl);
        report();
      },
    }),
    [clear, isBlank, report],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadLib(canvas, {
      minWidth: SIGNATURE_PEN_WIDTH,
      maxWidth: SIGNATURE_PEN_WIDTH,
      dotSize: SIGNATURE_PEN_WIDTH,
      penColor: 'black',
      backgroundColor: WHITE,
    });
    padRef.current = pad;
    // Match the bitmap to the CSS size (and pixel ratio) so strokes land under the pointer; keep what was drawn.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth;
      // Resizing clears the bitmap: skip when nothing changed (the observer's first call, a theme switch).
      if (width === 0 || (canvas.width === width * ratio && canvas.height === height * ratio)) return;
      const data = pad.toData();
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const onEnd = () => report();
    pad.addEventListener('endStroke', onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [height, report]);

  const describedBy = [hintId, keyboardId, error ? errorId : undefined, statusId].filter(Boolean).join(' ');
  return (
    <div {...rest} className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        <span>{label ?? texts.label}</span>
        {required && <RequirementBadge required />}
      </span>
      <p id={hintId} className={fieldStyles.hint}>
        {hint ?? texts.hint}
      </p>
      <p id={keyboardId} className={fieldStyles.hint}>
        {texts.keyboard}
      </p>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <div className={styles.frame} data-invalid={error ? true : undefined}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          style={{ height }}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          data-signed={signed}
        />
      </div>
      <div className={styles.actions}>
        <p id={statusId} className={styles.status} data-signed={signed} aria-live="polite">
          {signed ? texts.signed : texts.unsigned}
        </p>
        <Button variant="secondary" onClick={clear} disabled={!signed}>
          {clearLabel ?? texts.clear}
        </Button>
      </div>
    </div>
  );
}
