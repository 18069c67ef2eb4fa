#include "support/clirun.h"

#include "app/cli/clirunner.h"
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

CliRun callCli(const QStringList &arguments, const QString &passphrase)
{
    const QByteArray variable("DIRECTDESK_PASSPHRASE");
    const bool wasSet = qEnvironmentVariableIsSet(variable.constData());
    const QByteArray previous = qgetenv(variable.constData());
    qputenv(variable.constData(), passphrase.toUtf8());
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.status = cli::runCommandLine(arguments, out, err);
    out.flush();
    err.flush();
    if (wasSet)
        qputenv(variable.constData(), previous);
    else
        qunsetenv(variable.constData());
    return run;
}

int gatewayRequests(const SandboxProcess &sandbox)
{
    const QJsonObject requests = sandbox.post(QStringLiteral("/sandbox/stats"), {}).value(QStringLiteral("requests")).toObject();
    int total = 0;
    for (auto it = requests.begin(); it != requests.end(); ++it)
        total += it.key().startsWith(u"/ws/") ? it.value().toInt() : 0;
    return total;
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

CliFixture::CliFixture() = default;

CliFixture::~CliFixture() = default;

bool CliFixture::start(const QString &passphrase, const QStringList &sandboxArguments)
{
    m_sandbox = std::make_unique<SandboxProcess>(sandboxArguments);
    if (!m_sandbox->isReady()) {
        m_error = m_sandbox->errorString();
        return false;
    }
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid() || !createConnectedVault(vault(), passphrase, *m_sandbox)) {
        m_error = QStringLiteral("the vault %1 could not be created").arg(vault());
        return false;
    }
    return true;
}

} // namespace dd::test
