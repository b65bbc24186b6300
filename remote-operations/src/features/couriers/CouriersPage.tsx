import { Typography } from 'antd';

/** CouriersPage: being built in issue 4. */
export default function CouriersPage() {
  return (
    <section>
      <Typography.Title level={2}>CouriersPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 4).</Typography.Paragraph>
    </section>
  );
}
