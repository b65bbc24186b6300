import { Typography } from 'antd';

/** StaffProfilesPage: being built in issue 5. */
export default function StaffProfilesPage() {
  return (
    <section>
      <Typography.Title level={2}>StaffProfilesPage</Typography.Title>
      <Typography.Paragraph>Esta tela está sendo construída (issue 5).</Typography.Paragraph>
    </section>
  );
}
