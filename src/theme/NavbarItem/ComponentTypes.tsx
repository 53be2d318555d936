// Swizzled (wrapped) to register the site's own navbar items: the sign-in button and the staff-only section link.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AuthButton from '@site/src/components/NavbarItems/AuthButton';
import StaffSectionLink from '@site/src/components/NavbarItems/StaffSectionLink';

export default {
  ...ComponentTypes,
  'custom-authButton': AuthButton,
  'custom-staffSectionLink': StaffSectionLink,
};
