#pragma once

// A temporary vault with cheap Argon2 limits, unlocked and signed in, plus helpers to edit the
// key-slot file the way an attacker with write access to it would.

#include "core/access/accessguard.h"
#include "core/access/operatordirectory.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <memory>

namespace dd::test {

inline const QString ManagerPass = QStringLiteral("manager passphrase 42");
inline const QString SupportPass = QStringLiteral("support passphrase 43");
inline const QString FinancePass = QStringLiteral("finance passphrase 44");
inline const QString OtherManagerPass = QStringLiteral("second manager 45");

inline VaultOptions fastAccessOptions()
{
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    return options;
}

inline QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

inline bool writeJson(const QString &path, const QJsonObject &object)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(QJsonDocument(object).toJson()) > 0;
}

// An unlocked vault whose creator ("boss", Manager) added Support "sam" and Finance "fin".
struct AccessFixture
{
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("cache.ddc"));
    std::unique_ptr<Vault> vault;
    std::unique_ptr<access::AccessGuard> guard;
    std::unique_ptr<access::OperatorDirectory> directory;

    bool create()
    {
        vault = std::make_unique<Vault>(path, fastAccessOptions());
        if (!vault->create(ManagerPass, ManagerPass))
            return false;
        if (!attach() || !directory->signIn(QStringLiteral("boss")))
            return false;
        return directory->addOperator(QStringLiteral("sam"), access::Role::Support, SupportPass, SupportPass)
               && directory->addOperator(QStringLiteral("fin"), access::Role::Finance, FinancePass, FinancePass);
    }
    bool attach()
    {
        if (!vault->session())
            return false;
        guard = std::make_unique<access::AccessGuard>(vault->session()->audit());
        directory = std::make_unique<access::OperatorDirectory>(*vault, *vault->session(), *guard);
        return true;
    }
    // Locks and unlocks with `passphrase`; the signed-in operator or the error.
    Result<access::Operator, access::AccessError> reopen(const QString &passphrase)
    {
        directory.reset();
        guard.reset();
        vault = std::make_unique<Vault>(path, fastAccessOptions());
        if (auto unlocked = vault->unlock(passphrase); !unlocked)
            return access::AccessError{access::AccessError::Code::Vault, std::nullopt, unlocked.error().message()};
        attach();
        return directory->signIn(QStringLiteral("os-user"));
    }
};

} // namespace dd::test
