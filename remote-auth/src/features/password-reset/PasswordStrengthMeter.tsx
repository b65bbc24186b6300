// Colours keep a WCAG AA contrast (4.5:1) on white: green #237804, brown #874d00, red #cf1322.
import { Flex, Progress, Typography } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
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

/** Strength meter (Forte / Média / Fraca) and the requirements list of the new password. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const checks = passwordChecks(password);
  const level = strength ? LEVEL[strength] : null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Flex align="center" gap={12}>
        <Progress
          steps={3}
          percent={level ? Math.round((level.steps / 3) * 100) : 0}
          strokeColor={level?.color}
          showInfo={false}
          aria-hidden
        />
        <Typography.Text aria-live="polite" data-testid="password-strength">
          {level ? (
            <>
              {m.strengthLabel}: <strong style={{ color: level.color }}>{level.label}</strong>
            </>
          ) : null}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" id="password-requirements-title">
        {m.requirementsTitle}
      </Typography.Text>
      <ul aria-labelledby="password-requirements-title" style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {REQUIREMENTS.map(([key, text]) => (
          <li key={key} data-met={checks[key]} style={{ color: checks[key] ? '#237804' : undefined }}>
            {checks[key] ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />} {text}
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {` (${checks[key] ? m.met : m.notMet})`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
