// ScrollPhysics: iOS's scroll physics as pure values — the per-millisecond deceleration and its
// projection, the bounce and rubber band, the paging spring, zoom timing and rubber band, the
// timing curves. No clock and no view: every step takes the time it is given. Constants cite
// docs/physics.md, which cites their public sources.
