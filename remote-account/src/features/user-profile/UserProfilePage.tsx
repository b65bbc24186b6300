import { Typography } from 'antd';

/** UserProfilePage: being built in issue 5. */
export default function UserProfilePage() {
  return (
    <section>
      <Typography.Title level={2}>UserProfilePage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 5).</Typography.Paragraph>
    </section>
  );
}
