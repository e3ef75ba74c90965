import { ProjectionCheckpoint } from './platform/projections/projection-checkpoint.entity.js';
import { SettingView } from './modules/site/projections/site-setting/site-setting.entity.js';
import { UserView } from './modules/identity/projections/identity-user/identity-user.entity.js';
import { UserClassView } from './modules/identity/projections/user-class/user-class.entity.js';

/** Every MikroORM entity: read models and projection checkpoints. */
export const READ_MODEL_ENTITIES = [ProjectionCheckpoint, SettingView, UserView, UserClassView];
