import { LoadingOutlined, PauseCircleOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useFormToast } from '../../../../app/use-form-toast';
import { pauseLearnerAudio, playStory, resumeLearnerAudio, stopLearnerAudio, type BackgroundMusic } from '../../audio/learner-audio';
import { useLearnerAudio } from '../../audio/use-learner-audio';
import { safeUrl } from '../shared/safe-url';
import { STORIES_TEXT as T } from './stories.messages';

/** Read by screen readers, not shown (a row has no room for the reason; its tooltip shows it). */
const SR_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

type StoryPlayerProps = {
  story: { id: number; title: string; audioUrl: string | null };
  background: BackgroundMusic | null;
  /** A row's compact controls (icons) or the open story's (with labels and the state). */
  compact?: boolean;
};

/** Play (jingle first, background music when enabled), pause, resume and stop one story (spec 2 §4.8). */
export function StoryPlayer({ story, background, compact = false }: StoryPlayerProps) {
  const toast = useFormToast('story-audio');
  const audio = useLearnerAudio();
  const url = safeUrl(story.audioUrl);
  const mine = audio.itemId === story.id && audio.phase !== 'idle';
  const size = compact ? 'middle' : 'large';

  const play = () => {
    if (!url) {
      toast.warning(T.noAudio);
      return;
    }
    playStory({
      itemId: story.id,
      url,
      background,
      onProblem: (what) => (what === 'story' ? toast.error(T.cannotPlay) : toast.warning(T.cannotPlayBackground)),
    });
  };

  if (!mine) {
    // Without audio the button is disabled and says why: beside it on the open story, in its description on a row.
    const reasonId = `story-${story.id}-${compact ? 'row' : 'open'}-no-audio`;
    const button = (
      <Button
        type={compact ? 'text' : 'primary'}
        size={size}
        shape={compact ? 'circle' : undefined}
        icon={<PlayCircleOutlined />}
        disabled={!url}
        onClick={play}
        aria-label={`${T.play}: ${story.title}`}
        aria-describedby={url ? undefined : reasonId}
      >
        {compact ? null : T.play}
      </Button>
    );
    if (url) return button;
    return (
      <Space size={8} wrap>
        <Tooltip title={T.noAudioReason}>{button}</Tooltip>
        <Typography.Text type="secondary" id={reasonId} style={compact ? SR_ONLY : undefined}>
          {T.noAudioReason}
        </Typography.Text>
      </Space>
    );
  }

  const status = { idle: '', loading: T.loading, intro: T.intro, playing: T.playing, paused: T.paused }[audio.phase];
  return (
    <Space size={4} role="group" aria-label={T.player(story.title)} wrap>
      {audio.phase === 'paused' ? (
        <Button type={compact ? 'text' : 'primary'} size={size} shape={compact ? 'circle' : undefined} icon={<PlayCircleOutlined />} onClick={resumeLearnerAudio} aria-label={`${T.resume}: ${story.title}`}>
          {compact ? null : T.resume}
        </Button>
      ) : (
        <Button
          type={compact ? 'text' : 'primary'}
          size={size}
          shape={compact ? 'circle' : undefined}
          icon={audio.phase === 'loading' ? <LoadingOutlined /> : <PauseCircleOutlined />}
          disabled={audio.phase === 'loading'}
          onClick={pauseLearnerAudio}
          aria-label={`${audio.phase === 'loading' ? T.loading : T.pause}: ${story.title}`}
        >
          {compact ? null : audio.phase === 'loading' ? T.loading : T.pause}
        </Button>
      )}
      <Button type="text" size={size} shape={compact ? 'circle' : undefined} icon={<StopOutlined />} onClick={stopLearnerAudio} aria-label={`${T.stop}: ${story.title}`}>
        {compact ? null : T.stop}
      </Button>
      {compact ? null : (
        <Typography.Text type="secondary" role="status">
          {status}
        </Typography.Text>
      )}
    </Space>
  );
}
