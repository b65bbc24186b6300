import { Typography } from 'antd';

/** PasswordResetPage: being built in issue 2. */
export default function PasswordResetPage() {
  return (
    <section>
      <Typography.Title level={2}>PasswordResetPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 2).</Typography.Paragraph>
    </section>
  );
}
