export { Avatar, type AvatarProps, type AvatarSize, avatarSizes } from './Avatar';
