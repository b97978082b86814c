/**
 * The shell's icons, one module each. The page editor loads the whole icon set lazily for its
 * block icons; importing the package's index here as well would pull all of it into the first
 * load (login, pages, media).
 */
export { default as IconAlertCircle } from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
export { default as IconCalendarTime } from '@tabler/icons-react/dist/esm/icons/IconCalendarTime.mjs';
export { default as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
export { default as IconCopy } from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
export { default as IconDots } from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';
export { default as IconEdit } from '@tabler/icons-react/dist/esm/icons/IconEdit.mjs';
export { default as IconEye } from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
export { default as IconFileOff } from '@tabler/icons-react/dist/esm/icons/IconFileOff.mjs';
export { default as IconLayoutBottombar } from '@tabler/icons-react/dist/esm/icons/IconLayoutBottombar.mjs';
export { default as IconFiles } from '@tabler/icons-react/dist/esm/icons/IconFiles.mjs';
export { default as IconHistory } from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
export { default as IconKey } from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
export { default as IconLayoutGrid } from '@tabler/icons-react/dist/esm/icons/IconLayoutGrid.mjs';
export { default as IconLogout } from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
export { default as IconPencil } from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
export { default as IconPhoto } from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
export { default as IconPhotoOff } from '@tabler/icons-react/dist/esm/icons/IconPhotoOff.mjs';
export { default as IconPlus } from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
export { default as IconRoute } from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
export { default as IconTrash } from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
export { default as IconUpload } from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
export { default as IconUserPlus } from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
export { default as IconVideo } from '@tabler/icons-react/dist/esm/icons/IconVideo.mjs';
export { default as IconX } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
