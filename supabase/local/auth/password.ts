/** bcrypt cost used for every password hash (GoTrue's default). */
export const bcryptCost = 10;
