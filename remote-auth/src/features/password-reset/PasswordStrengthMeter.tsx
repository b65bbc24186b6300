// Colours keep a WCAG AA contrast (4.5:1) on white: green #237804, brown #874d00, red #cf1322.
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import { SvgIcon } from 'shared';
import { authLook as look } from '../common/authLook';
import { passwordResetMessages as m } from './messages';
import { passwordChecks, passwordStrength, type PasswordChecks } from './passwordStrength';

const LEVEL = {
  strong: { label: m.strong, steps: 3, color: '#237804' },
  medium: { label: m.medium, steps: 2, color: '#874d00' },
  weak: { label: m.weak, steps: 1, color: '#cf1322' },
} as const;

const REQUIREMENTS: [keyof PasswordChecks, string][] = [
  ['minLength', m.minLength],
  ['digit', m.digit],
  ['special', m.special],
];

const STEPS = [1, 2, 3] as const;

/** Strength meter (Forte / Média / Fraca) and the requirements list of the new password: antd's step Progress, drawn plain. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const checks = passwordChecks(password);
  const level = strength ? LEVEL[strength] : null;
  return (
    <div style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <div aria-hidden="true" style={{ display: 'flex', gap: 2 }}>
          {STEPS.map((step) => (
            <span
              key={step}
              data-filled={!!level && step <= level.steps}
              style={{ width: 14, height: 8, background: level && step <= level.steps ? level.color : 'rgba(0, 0, 0, 0.06)', transition: 'background .3s' }}
            />
          ))}
        </div>
        <span aria-live="polite" data-testid="password-strength">
          {level ? (
            <>
              {m.strengthLabel}: <strong style={{ color: level.color }}>{level.label}</strong>
            </>
          ) : null}
        </span>
      </div>
      <span style={{ color: look.colorTextSecondary }} id="password-requirements-title">
        {m.requirementsTitle}
      </span>
      <ul aria-labelledby="password-requirements-title" style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {REQUIREMENTS.map(([key, text]) => (
          <li key={key} data-met={checks[key]} style={{ display: 'flex', alignItems: 'center', gap: 6, color: checks[key] ? '#237804' : undefined }}>
            <SvgIcon icon={checks[key] ? CheckCircleFilled : CloseCircleOutlined} /> {text}
            <span
              style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >{` (${checks[key] ? m.met : m.notMet})`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
