#pragma once

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

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
// Runs directdesk-cli to the end with nothing on standard input; the limit only ends a hung run.
CliRun runCli(const QStringList &arguments, const QString &passphrase, int limitMs = 120'000);

// A new vault at `path` (test key limits) whose gateway connection is `sandbox`, locked again.
bool createConnectedVault(const QString &path, const QString &passphrase, const SandboxProcess &sandbox);

} // namespace dd::test
