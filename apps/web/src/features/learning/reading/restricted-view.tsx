import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { READING_TEXT as T } from './reading.messages';

/** What a learner sees of an item they may not read (spec 2 §2.9, §4.5): that it is restricted, never its content. */
export function RestrictedView() {
  return (
    <Result
      icon={<LockOutlined />}
      status="warning"
      title={T.restrictedTitle}
      subTitle={
        <>
          {T.restrictedBody}
          <br />
          {T.restrictedContact}
        </>
      }
    />
  );
}
