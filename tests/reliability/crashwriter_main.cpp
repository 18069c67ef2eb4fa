// Test-only writer for tst_crash_safety: opens the cache given on the command line and upserts
// payments in transactions forever, printing "committed N" (N = the highest payment number in
// the committed transaction) after each commit, until it is killed. With "import", each
// transaction is a PaymentImport that drops the secondary indexes of payments and builds them again.
// Usage: directdesk-crash-writer <cache path> <passphrase> <first payment number> [import]

#include "unit/cache/cachetestsupport.h"

#include "core/cache/paymentimport.h"
#include "core/cache/vault.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() != 4 && !(arguments.size() == 5 && arguments.at(4) == QLatin1String("import")))
        return 2;
    const bool imports = arguments.size() == 5;
    dd::Vault vault(arguments.at(1), dd::test::fastOptions());
    if (!vault.unlock(arguments.at(2)))
        return 3;
    constexpr int batch = 4;
    for (int next = arguments.at(3).toInt();; next += batch) {
        QList<dd::Payment> payments;
        for (int n = next; n < next + batch; ++n)
            payments.append(dd::test::makePayment(n));
        if (imports) {
            // Expecting more than the cache will ever hold here: every import rebuilds the indexes.
            auto import = dd::PaymentImport::begin(vault.session()->payments(), 1'000'000);
            if (!import || !import.value()->rebuildsIndexes() || !import.value()->add(payments)
                || !import.value()->commit())
                return 5;
        } else if (!vault.session()->payments().upsertMany(payments)) {
            return 4;
        }
        std::printf("committed %d\n", next + batch - 1);
        std::fflush(stdout);
    }
}
