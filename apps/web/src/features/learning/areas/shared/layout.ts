/** Room kept under an area's content on a phone, so the floating buttons (bottom right) never cover its last entry. */
export const FLOATING_ROOM = 72;
