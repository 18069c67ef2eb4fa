#include "testcache.h"

#include "core/cache/vault.h"

#include <QDir>
#include <QTemporaryDir>

namespace dd::test {

struct TestCache::Parts
{
    QTemporaryDir folder;
    std::unique_ptr<Vault> vault;
    QString error;
};

TestCache::TestCache() : m_parts(std::make_unique<Parts>())
{
    if (!m_parts->folder.isValid()) {
        m_parts->error = QStringLiteral("no temporary folder");
        return;
    }
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_parts->vault = std::make_unique<Vault>(m_parts->folder.filePath(QStringLiteral("cache.ddc")), options);
    const QString passphrase = QStringLiteral("correct horse 42 battery");
    const VaultResult created = m_parts->vault->create(passphrase, passphrase);
    if (!created)
        m_parts->error = created.error().message() + u' ' + created.error().detail;
}

TestCache::~TestCache()
{
    if (m_parts->vault)
        m_parts->vault->lock();
}

CacheSession *TestCache::session() const
{
    return m_parts->vault && m_parts->error.isEmpty() ? m_parts->vault->session() : nullptr;
}

QString TestCache::error() const
{
    return m_parts->error;
}

} // namespace dd::test
