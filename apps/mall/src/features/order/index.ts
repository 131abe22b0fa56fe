// The order feature's public face (so far what follows a submit: the order to pay).
export { fetchOrderSimpleDetail, useOrderSimpleDetail } from './api/order-simple-detail'
