export { ClassroomTile, type ClassroomTileProps } from './ClassroomTile';
