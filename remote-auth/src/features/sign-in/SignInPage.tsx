import { Typography } from 'antd';

/** SignInPage: being built in issue 2. */
export default function SignInPage() {
  return (
    <section>
      <Typography.Title level={2}>SignInPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 2).</Typography.Paragraph>
    </section>
  );
}
