// Hints to the processor that Swift has no spelling for, as static inline functions: Swift
// inlines them where they are called, so each is one instruction (or none on a processor
// without it), with no call.
#ifndef BATON_PROCESSOR_H
#define BATON_PROCESSOR_H

// Asks for the cache line at `address` to be read soon and kept in every cache level. A hint
// only: it never faults (any address will do, even one freed since), and unlike a load it
// does not hold back the instructions after it while the line comes from memory.
static inline void baton_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
