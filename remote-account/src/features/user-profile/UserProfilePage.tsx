import { Col, Row } from 'antd';
import { Spinner, useUser } from 'shared';
import { usePermission } from '../common/usePermission';
import { PasswordForm } from './PasswordForm';
import { PersonalDataForm } from './PersonalDataForm';
import { userMessages as m } from './messages';
import { PageTitle } from 'shared/ui';

/** /pages/user: the signed-in user's own data and password. */
export default function UserProfilePage() {
  const user = useUser();
  const canChooseRole = usePermission('profile.show');
  if (!user) return <Spinner />;
  return (
    <section aria-labelledby="user-title">
      <PageTitle id="user-title">{m.title}</PageTitle>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <PersonalDataForm key={String(user.business_user_id)} user={user} canChooseRole={canChooseRole} />
        </Col>
        <Col xs={24} lg={12}>
          <PasswordForm businessUserId={user.business_user_id} />
        </Col>
      </Row>
    </section>
  );
}
