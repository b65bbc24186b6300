import { Typography } from 'antd';

/** BusinessProfilePage: being built in issue 5. */
export default function BusinessProfilePage() {
  return (
    <section>
      <Typography.Title level={2}>BusinessProfilePage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 5).</Typography.Paragraph>
    </section>
  );
}
