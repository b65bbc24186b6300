import { Typography } from 'antd';

/** CourierFormPage: being built in issue 4. */
export default function CourierFormPage() {
  return (
    <section>
      <Typography.Title level={2}>CourierFormPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 4).</Typography.Paragraph>
    </section>
  );
}
