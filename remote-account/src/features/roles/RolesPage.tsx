import { Typography } from 'antd';

/** RolesPage: being built in issue 5. */
export default function RolesPage() {
  return (
    <section>
      <Typography.Title level={2}>RolesPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 5).</Typography.Paragraph>
    </section>
  );
}
