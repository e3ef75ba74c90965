import { CONTENT_LIMITS, CONTENT_MESSAGES } from '@k9/domain/content/content.messages';
import { Col, Collapse, Form, Input, Row } from 'antd';
import { CONTENT_FORM_TEXT as F } from '../content-forms.messages';
import { quizOfFormText } from '../content-form';
import { MediaList, SingleMedia } from './media-fields';
import { QuizField } from './quiz-field';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The record form's collapsed sections: its media, and its quiz with the stored AI summary (read only). */
export function ContentFormExtras({ aiSummary }: { aiSummary: string | null | undefined }) {
  return (
    <Collapse
      size="small"
      items={[
        { key: 'media', label: F.sectionMedia, forceRender: true, children: <MediaSection /> },
        { key: 'more', label: F.sectionQuiz, forceRender: true, children: <QuizSection aiSummary={aiSummary} /> },
      ]}
    />
  );
}

/** Pictures, video, files, audio and the texts read aloud. */
function MediaSection() {
  return (
    <>
      <Form.Item name="avatarUrl" label={F.avatarUrl}>
        <SingleMedia purpose="image" accept="image/*" kind="avatar" />
      </Form.Item>
      <Form.Item name="imgUrls" label={F.imgUrls}>
        <MediaList
          purpose="image"
          accept=".jpg,.jpeg,.png,.gif"
          kind="image"
          max={CONTENT_LIMITS.images}
          tooMany={CONTENT_MESSAGES.tooManyImages}
          check={(file) => (IMAGE_TYPES.includes(file.type) ? null : CONTENT_MESSAGES.imageType)}
        />
      </Form.Item>
      <Form.Item name="videoUrl" label={F.videoUrl}>
        <SingleMedia purpose="video" accept="video/*" kind="video" />
      </Form.Item>
      <Form.Item name="fileUrls" label={F.fileUrls}>
        <MediaList purpose="document" kind="file" max={CONTENT_LIMITS.files} tooMany={CONTENT_MESSAGES.tooManyFiles} />
      </Form.Item>
      <Form.Item name="audioUrl" label={F.audioUrl}>
        <SingleMedia purpose="audio" accept="audio/*" kind="audio" />
      </Form.Item>
      <Form.Item name="backgroundAudio" label={F.backgroundAudio}>
        <SingleMedia purpose="audio" accept="audio/*" kind="background" />
      </Form.Item>
      <Form.Item name="audioText" label={F.audioText} rules={[{ max: CONTENT_LIMITS.audioText, message: CONTENT_MESSAGES.audioTextTooLong }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} showCount={{ formatter: ({ count }) => `${count.toLocaleString('vi-VN')} / ${CONTENT_LIMITS.audioText.toLocaleString('vi-VN')}` }} />
      </Form.Item>
      <Form.Item name="customVoiceText" label={F.customVoiceText} rules={[{ max: CONTENT_LIMITS.customVoiceText, message: CONTENT_MESSAGES.textTooLong(F.customVoiceText, CONTENT_LIMITS.customVoiceText) }]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}

/** The quiz's labels and JSON (checked before sending), and the stored AI summary. */
function QuizSection({ aiSummary }: { aiSummary: string | null | undefined }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="filedLabel_1" label={F.filedLabel_1}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="filedLabel_2" label={F.filedLabel_2}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="questionContentText"
        label={F.questionContent}
        rules={[
          {
            validator: async (_, text: string) => {
              const read = quizOfFormText(text ?? '');
              if ('error' in read) throw new Error(read.error);
            },
          },
        ]}
      >
        <QuizField />
      </Form.Item>
      {aiSummary ? (
        <Form.Item label={F.aiSummary}>
          <Input.TextArea value={aiSummary} readOnly autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      ) : null}
    </>
  );
}
