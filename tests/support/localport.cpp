#include "tests/support/localport.h"

#include <QCoreApplication>
#include <QFile>
#include <QHostAddress>
#include <QList>
#include <QTcpServer>

#include <algorithm>

namespace dd::test {

quint16 portBelowEphemeralRange(int spread)
{
    int ephemeralLow = 32768;
    QFile range(QStringLiteral("/proc/sys/net/ipv4/ip_local_port_range"));
    if (range.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> bounds = range.readAll().simplified().split(' ');
        if (const int low = bounds.value(0).toInt(); low > 2048)
            ephemeralLow = low;
    }
    const int first = std::max(1024, ephemeralLow - 10000);
    const int span = ephemeralLow - first;
    const qint64 start = (QCoreApplication::applicationPid() * spread) % span;
    for (int i = 0; i < span; ++i) {
        const quint16 port = quint16(first + (start + i) % span);
        QTcpServer probe;
        if (probe.listen(QHostAddress::LocalHost, port))
            return port;
    }
    return 0;
}

} // namespace dd::test
