import { Typography } from 'antd';

/** CreateProfilePage: being built in issue 5. */
export default function CreateProfilePage() {
  return (
    <section>
      <Typography.Title level={2}>CreateProfilePage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 5).</Typography.Paragraph>
    </section>
  );
}
