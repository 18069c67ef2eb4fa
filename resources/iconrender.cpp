// Build-time tool: renders the application's SVG icon to the PNG sizes a desktop expects.
// Usage: directdesk-iconrender <icon.svg> <out-dir> <size>...
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        std::fputs("usage: directdesk-iconrender <icon.svg> <out-dir> <size>...\n", stderr);
        return 2;
    }
    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        std::fputs("cannot read the SVG icon\n", stderr);
        return 1;
    }
    for (const QString &sizeText : args.mid(3)) {
        const int size = sizeText.toInt();
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        if (!image.save(args.at(2) + QStringLiteral("/directdesk-%1.png").arg(size)))
            return 1;
    }
    return 0;
}
