import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useFormToast } from '../../../../app/use-form-toast';
import { CONTENT_MEDIA_TEXT as M } from '../content-forms.messages';

/** The record's audio (spec 3 screen 1 "audio preview and player"), with the spec's messages when there is none or it fails. */
export function AudioPlayer({ url, label }: { url: string | null; label: string }) {
  const toast = useFormToast('content-audio');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = async () => {
    if (!url) {
      toast.warning(M.noAudio);
      return;
    }
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    try {
      await element.play();
    } catch {
      // A file that cannot be fetched or decoded rejects play() too: the admin is told it could not be loaded (the
      // 'error' event says the same), and 'cannot play' is kept for a player that refuses (autoplay policy, no device).
      toast.error(element.error ? M.cannotLoad : M.cannotPlay);
    }
  };

  return (
    <Space>
      <Button icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />} onClick={() => void toggle()} aria-label={label}>
        {playing ? M.pause : M.play}
      </Button>
      {url ? (
        <audio
          ref={audio}
          src={url}
          preload="none"
          controls
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={() => {
            setPlaying(false);
            toast.error(M.cannotLoad);
          }}
        />
      ) : (
        <Typography.Text type="secondary">{M.noAudioShort}</Typography.Text>
      )}
    </Space>
  );
}
