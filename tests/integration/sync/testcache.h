#pragma once

#include <QString>

#include <memory>

namespace dd {
class CacheSession;
}

namespace dd::test {

// A fresh encrypted cache in a temporary folder, created with cheap Argon2 limits. Kept in its own
// translation unit: cachesession.h and the gateway headers both declare a `ConnectionSettings`.
class TestCache
{
public:
    TestCache();
    ~TestCache();
    TestCache(const TestCache &) = delete;
    TestCache &operator=(const TestCache &) = delete;

    CacheSession *session() const;   // nullptr when creation failed; see error()
    QString error() const;

private:
    struct Parts;
    std::unique_ptr<Parts> m_parts;
};

} // namespace dd::test
