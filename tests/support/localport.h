#pragma once

#include <QtGlobal>

namespace dd::test {

// A free loopback port below the kernel's ephemeral range. A test that closes a listener and opens
// it again, or tells another process the port before listening on it, needs one: a port of the
// ephemeral range could meanwhile become the source port of any outgoing connection on the
// machine (other tests run at the same time), while a port below it is only taken by an explicit
// bind. The search starts at a place chosen from the process id and `spread`, so that tests
// running together rarely probe the same ports first. 0 when none is free.
quint16 portBelowEphemeralRange(int spread = 1);

} // namespace dd::test
