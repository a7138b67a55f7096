/* Preloaded by Benchmarks/instructions under valgrind 3.19 (Debian 12), which writes into the
   signal mask rt_sigsuspend is given. libdispatch's main thread, parked in dispatch_main,
   passes a mask in read-only memory, so valgrind itself crashed (SIGSEGV) as soon as a
   benchmark awaited work on another queue (the image's writer). This hands the kernel a
   copy of the mask on the stack instead; nothing else changes. */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, _NSIG / 8);
}
