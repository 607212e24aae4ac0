import { randomUUID } from "node:crypto";

/** Ids are letters/digits/underscore only, so they are valid Standard Webhooks message ids and URL segments. */
const hex = () => randomUUID().replace(/-/g, "");
export const newEventId = () => `evt_${hex()}`;
export const newDeliveryId = () => `whdl_${hex()}`;
export const newEndpointId = () => `whep_${hex().slice(0, 24)}`;
export const newLeaseId = () => `lease_${hex()}`;

export const ENDPOINT_ID = /^whep_[a-f0-9]{24}$/;
export const DELIVERY_ID = /^whdl_[a-f0-9]{32}$/;
