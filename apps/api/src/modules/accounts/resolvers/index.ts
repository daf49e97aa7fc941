import type { Resolvers } from "../../../generated/shop-resolvers";
import { refreshToken } from "./Mutation/refreshToken";
import { updateUserDetails } from "./Mutation/updateUserDetails";
import { updateUserProfile } from "./Mutation/updateUserProfile";
import { userLogin } from "./Mutation/userLogin";
import { userLogout } from "./Mutation/userLogout";
import { userRegister } from "./Mutation/userRegister";
import { userSendPasswordResetWithToken } from "./Mutation/userSendPasswordResetWithToken";
import { userUpdatePasswordWithToken } from "./Mutation/userUpdatePasswordWithToken";
import { viewer } from "./Query/viewer";

/** The accounts module's Query and Mutation fields, merged into the shop schema. */
export const accountResolvers: Resolvers = {
  Query: { viewer },
  Mutation: {
    userLogin,
    userRegister,
    userLogout,
    refreshToken,
    userSendPasswordResetWithToken,
    userUpdatePasswordWithToken,
    updateUserDetails,
    updateUserProfile,
  },
};
