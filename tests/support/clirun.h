#pragma once

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace dd::test {

class SandboxProcess;

// What one run of directdesk-cli printed and returned; status -1 when it did not start or finish.
struct CliRun
{
    int status = -1;
    QString out;
    QString err;
    QJsonObject json() const;
};

QString cliPath();
// The caller's environment with the vault passphrase set, as scheduled jobs give it.
QProcessEnvironment cliEnvironment(const QString &passphrase);
// Runs directdesk-cli to the end with nothing on standard input. No limit of its own by default:
// how long a run takes depends on the machine (a sanitizer build under load is many times slower),
// and a hung run is ended by the test's CTest timeout.
CliRun runCli(const QStringList &arguments, const QString &passphrase, int limitMs = -1);

// directdesk-cli run as a call in this process (dd::cli::runCommandLine): the same arguments,
// output and exit status as the program, the passphrase given as a scheduled job gives it
// (DIRECTDESK_PASSPHRASE, restored afterwards). Commands that need a process of their own
// (listen, a kill) are run with runCli.
CliRun callCli(const QStringList &arguments, const QString &passphrase);
// Every Direct API request (/ws/…) the sandbox has received so far.
int gatewayRequests(const SandboxProcess &sandbox);

// A new vault at `path` (test key limits) whose gateway connection is `sandbox`, locked again.
bool createConnectedVault(const QString &path, const QString &passphrase, const SandboxProcess &sandbox);

// What every CLI test starts from: a sandbox gateway process, a fresh temporary folder and a
// vault in it connected to that sandbox.
class CliFixture
{
public:
    CliFixture();
    ~CliFixture();
    // False (see errorString) when the sandbox did not start or the vault could not be created.
    bool start(const QString &passphrase, const QStringList &sandboxArguments = {});
    SandboxProcess &sandbox() const { return *m_sandbox; }
    QString vault() const { return path(QStringLiteral("cli.ddc")); }
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString errorString() const { return m_error; }

private:
    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_error;
};

} // namespace dd::test
