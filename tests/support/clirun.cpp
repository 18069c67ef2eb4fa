#include "support/clirun.h"

#include "core/cache/vault.h"
#include "support/sandboxprocess.h"

#include <QJsonDocument>
#include <QProcess>

namespace dd::test {

QJsonObject CliRun::json() const
{
    return QJsonDocument::fromJson(out.trimmed().toUtf8()).object();
}

QString cliPath()
{
    return QStringLiteral(DIRECTDESK_BINARY_DIR "/app/directdesk-cli");
}

QProcessEnvironment cliEnvironment(const QString &passphrase)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DIRECTDESK_PASSPHRASE"), passphrase);
    return env;
}

CliRun runCli(const QStringList &arguments, const QString &passphrase, int limitMs)
{
    QProcess process;
    process.setProcessEnvironment(cliEnvironment(passphrase));
    process.start(cliPath(), arguments);
    if (!process.waitForStarted(limitMs))
        return {};
    process.closeWriteChannel();
    if (!process.waitForFinished(limitMs))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

bool createConnectedVault(const QString &path, const QString &passphrase, const SandboxProcess &sandbox)
{
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    Vault created(path, options);
    if (!created.create(passphrase, passphrase).hasValue())
        return false;
    const bool connected = created.session()->settings().updateConnection(QStringLiteral("sandbox"), sandbox.baseUrl(),
                                                                          sandbox.integrationKey());
    created.lock();
    return connected;
}

} // namespace dd::test
