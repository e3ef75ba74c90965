export type CreateUser = {
  type: 'CreateUser';
  data: {
    userId: string;
    email: string | null;
    username: string | null;
    name: string;
    isAdmin: boolean;
    passwordHash: string | null;
    source: 'bootstrap' | 'admin' | 'registration';
    now: string;
  };
};

export type UserCommand = CreateUser;
