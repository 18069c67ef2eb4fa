// Test-only writer for tst_crash_safety: opens the cache given on the command line and upserts
// payments in transactions forever, printing "committed N" (N = the highest payment number in
// the committed transaction) after each commit, until it is killed.
// Usage: directdesk-crash-writer <cache path> <passphrase> <first payment number>

#include "unit/cache/cachetestsupport.h"

#include "core/cache/vault.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() != 4)
        return 2;
    dd::Vault vault(arguments.at(1), dd::test::fastOptions());
    if (!vault.unlock(arguments.at(2)))
        return 3;
    constexpr int batch = 4;
    for (int next = arguments.at(3).toInt();; next += batch) {
        QList<dd::Payment> payments;
        for (int n = next; n < next + batch; ++n)
            payments.append(dd::test::makePayment(n));
        if (!vault.session()->payments().upsertMany(payments))
            return 4;
        std::printf("committed %d\n", next + batch - 1);
        std::fflush(stdout);
    }
}
