#pragma once

// Benchmark only: the same store on an unencrypted file, to measure what encryption costs. This
// is compiled into the benchmark alone; nothing in the application can reach it.

#include "core/cache/cachesession.h"

#include <memory>

namespace dd::cache {

class UnencryptedBenchmarkAccess
{
public:
    static std::unique_ptr<CacheSession> create(const QString &path, const CacheClock &clock);
};

} // namespace dd::cache
